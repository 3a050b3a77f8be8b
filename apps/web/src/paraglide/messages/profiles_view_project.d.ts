/**
* | output |
* | --- |
* | "View Project" |
*
* @param {Profiles_View_ProjectInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_view_project: ((inputs?: Profiles_View_ProjectInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_View_ProjectInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_View_ProjectInputs = {};
