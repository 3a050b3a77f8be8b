/**
* | output |
* | --- |
* | "This device" |
*
* @param {Settings_This_DeviceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_this_device: ((inputs?: Settings_This_DeviceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_This_DeviceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_This_DeviceInputs = {};
