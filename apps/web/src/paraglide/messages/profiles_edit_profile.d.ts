/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Profiles_Edit_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_edit_profile: ((inputs?: Profiles_Edit_ProfileInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Edit_ProfileInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Edit_ProfileInputs = {};
