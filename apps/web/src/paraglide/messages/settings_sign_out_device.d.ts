/**
* | output |
* | --- |
* | "Sign out {device}" |
*
* @param {Settings_Sign_Out_DeviceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sign_out_device: ((inputs: Settings_Sign_Out_DeviceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Sign_Out_DeviceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Sign_Out_DeviceInputs = {
    device: NonNullable<unknown>;
};
