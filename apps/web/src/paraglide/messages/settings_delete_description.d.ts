/**
* | output |
* | --- |
* | "Your profile, jobs, proposals and personal details are erased. Messages others received stay, shown as 'Deleted user'." |
*
* @param {Settings_Delete_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_delete_description: ((inputs?: Settings_Delete_DescriptionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Delete_DescriptionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Delete_DescriptionInputs = {};
