// Issue 18: three HStacks deep, a stack probed with ∞ gave a Spacer ∞ − ∞ (NaN proposals).
VStack { Spacer(); HStack { Text("a0"); Spacer(); VStack { Spacer(); HStack { Text("a1"); Spacer()
    VStack { Spacer(); HStack { Text("a2"); Spacer(); Text("leaf") } } } } } }
