import SwiftUI

struct LoginView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var rememberMe = true
    @State private var isLoading = false

    private var canSubmit: Bool {
        email.contains("@") && password.count >= 8
    }

    var body: some View {
        VStack(spacing: 20) {
            Spacer()
            Image(systemName: "leaf.circle.fill")
                .font(.system(size: 72))
                .foregroundStyle(.green)
            Text("Sprout")
                .font(.largeTitle.bold())

            VStack(spacing: 12) {
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .textFieldStyle(.roundedBorder)
                SecureField("Password", text: $password)
                    .textFieldStyle(.roundedBorder)
                Toggle("Remember me", isOn: $rememberMe)
                    .font(.subheadline)
            }

            Button {
                isLoading = true
            } label: {
                if isLoading {
                    ProgressView()
                        .frame(maxWidth: .infinity)
                } else {
                    Text("Log in")
                        .frame(maxWidth: .infinity)
                }
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(!canSubmit)

            Button("Forgot password?") {}
                .font(.footnote)
            Spacer()
            HStack(spacing: 4) {
                Text("New here?")
                Button("Create an account") {}
            }
            .font(.footnote)
        }
        .padding(.horizontal, 24)
    }
}

#Preview {
    LoginView()
}
