/**
* | output |
* | --- |
* | "Start Freelancing Now" |
*
* @param {Howitworks_Start_FreelancingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_start_freelancing: ((inputs?: Howitworks_Start_FreelancingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_Start_FreelancingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_Start_FreelancingInputs = {};
