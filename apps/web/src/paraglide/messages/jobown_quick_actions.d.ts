/**
* | output |
* | --- |
* | "Quick Actions" |
*
* @param {Jobown_Quick_ActionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_quick_actions: ((inputs?: Jobown_Quick_ActionsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Quick_ActionsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Quick_ActionsInputs = {};
