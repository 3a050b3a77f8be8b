/**
* | output |
* | --- |
* | "Profile Preview" |
*
* @param {Profedit_Profile_PreviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_profile_preview: ((inputs?: Profedit_Profile_PreviewInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Profile_PreviewInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Profile_PreviewInputs = {};
