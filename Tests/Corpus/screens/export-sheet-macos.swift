// layoutshot: --platform macos
import SwiftUI

struct ExportOptions {
    enum Format: String, CaseIterable {
        case png = "PNG", jpeg = "JPEG", heic = "HEIC"
    }

    var format: Format = .png
    var quality = 0.8
    var includeMetadata = true
    var openWhenDone = false
    var fileName = "Untitled"
}

struct ExportSheet: View {
    @State private var options = ExportOptions()
    @State private var isExporting = false
    var onCancel: () -> Void = {}
    var onExport: (ExportOptions) -> Void = { _ in }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Export Image")
                .font(.headline)

            TextField("File name", text: $options.fileName)

            Picker("Format", selection: $options.format) {
                ForEach(ExportOptions.Format.allCases, id: \.self) { format in
                    Text(format.rawValue).tag(format)
                }
            }
            .pickerStyle(.segmented)

            Slider(value: $options.quality, in: 0.1...1) {
                Text("Quality")
            }
            .disabled(options.format == .png)

            VStack(alignment: .leading, spacing: 6) {
                Toggle("Include metadata", isOn: $options.includeMetadata)
                Toggle("Open when done", isOn: $options.openWhenDone)
            }

            if isExporting {
                ProgressView(value: 0.4)
            }

            HStack {
                Spacer()
                Button("Cancel", role: .cancel) { onCancel() }
                    .keyboardShortcut(.cancelAction)
                Button("Export") { onExport(options) }
                    .keyboardShortcut(.defaultAction)
            }
        }
        .padding(20)
        .frame(width: 380)
    }
}

#Preview {
    ExportSheet()
}
