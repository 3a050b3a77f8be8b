/**
* | output |
* | --- |
* | "Profile Photo" |
*
* @param {Profedit_Profile_PhotoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_profile_photo: ((inputs?: Profedit_Profile_PhotoInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Profile_PhotoInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Profile_PhotoInputs = {};
