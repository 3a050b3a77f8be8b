/**
* | output |
* | --- |
* | "Profile photo" |
*
* @param {Profedit_Profile_Photo_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_profile_photo_label: ((inputs?: Profedit_Profile_Photo_LabelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Profile_Photo_LabelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Profile_Photo_LabelInputs = {};
