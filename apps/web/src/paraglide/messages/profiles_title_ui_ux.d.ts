/**
* | output |
* | --- |
* | "UI/UX Designing" |
*
* @param {Profiles_Title_Ui_UxInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_title_ui_ux: ((inputs?: Profiles_Title_Ui_UxInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Title_Ui_UxInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Title_Ui_UxInputs = {};
