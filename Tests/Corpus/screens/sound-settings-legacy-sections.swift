import SwiftUI

// Sound settings, moved to NavigationStack but still in the older section style: every section takes its
// header and footer as views, `Section(header:footer:)`.
struct SoundSettingsView: View {
    @State private var vibrateOnRing = true
    @State private var vibrateOnSilent = false
    @State private var keyboardClicks = true
    @State private var volume = 0.6

    var body: some View {
        NavigationStack {
            List {
                Section(header: Text("Vibrate")) {
                    Toggle("On Ring", isOn: $vibrateOnRing)
                    Toggle("On Silent", isOn: $vibrateOnSilent)
                }

                Section(header: Text("Ringer and Alerts"),
                        footer: Text("The volume of the ringer and alerts can be adjusted using the volume buttons.")) {
                    HStack {
                        Image(systemName: "speaker.fill")
                            .foregroundColor(.secondary)
                        Slider(value: $volume)
                        Image(systemName: "speaker.wave.3.fill")
                            .foregroundColor(.secondary)
                    }
                }

                Section(footer: Text("Clicks play when you type on the keyboard.")) {
                    Toggle("Keyboard Clicks", isOn: $keyboardClicks)
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationTitle("Sounds")
        }
    }
}

struct SoundSettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SoundSettingsView()
    }
}
