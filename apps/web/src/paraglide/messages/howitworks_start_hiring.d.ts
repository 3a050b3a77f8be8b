/**
* | output |
* | --- |
* | "Start Hiring Now" |
*
* @param {Howitworks_Start_HiringInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_start_hiring: ((inputs?: Howitworks_Start_HiringInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_Start_HiringInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_Start_HiringInputs = {};
