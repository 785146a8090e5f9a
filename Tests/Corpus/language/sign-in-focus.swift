import SwiftUI

struct SignInFields: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @FocusState private var focused: Field?

    var body: some View {
        VStack(spacing: 12) {
            TextField("Email", text: $email)
                .textContentType(.emailAddress)
                .focused($focused, equals: .email)
                .submitLabel(.next)
                .onSubmit { focused = .password }
                .padding(10)
                .background(fieldBackground(for: .email))

            SecureField("Password", text: $password)
                .focused($focused, equals: .password)
                .submitLabel(.go)
                .padding(10)
                .background(fieldBackground(for: .password))
        }
        .padding()
        .onAppear { focused = .email }
    }

    private func fieldBackground(for field: Field) -> some View {
        RoundedRectangle(cornerRadius: 8)
            .stroke(focused == field ? Color.accentColor : Color.gray.opacity(0.4), lineWidth: 1)
    }
}

#Preview {
    SignInFields()
}
