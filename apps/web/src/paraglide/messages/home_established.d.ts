/**
* | output |
* | --- |
* | "Established" |
*
* @param {Home_EstablishedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_established: ((inputs?: Home_EstablishedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_EstablishedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_EstablishedInputs = {};
