/**
* | output |
* | --- |
* | "Cover photo" |
*
* @param {Profedit_Cover_Photo_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_cover_photo_label: ((inputs?: Profedit_Cover_Photo_LabelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Cover_Photo_LabelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Cover_Photo_LabelInputs = {};
