print("layoutshot")
