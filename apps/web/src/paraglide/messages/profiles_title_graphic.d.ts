/**
* | output |
* | --- |
* | "Graphic Designing" |
*
* @param {Profiles_Title_GraphicInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_title_graphic: ((inputs?: Profiles_Title_GraphicInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Title_GraphicInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Title_GraphicInputs = {};
