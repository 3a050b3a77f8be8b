/**
* | output |
* | --- |
* | "Choose your side" |
*
* @param {Howitworks_Choose_SideInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_choose_side: ((inputs?: Howitworks_Choose_SideInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_Choose_SideInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_Choose_SideInputs = {};
