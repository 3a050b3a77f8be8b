/**
* | output |
* | --- |
* | "Our Vision" |
*
* @param {Home_Vision_KickerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_vision_kicker: ((inputs?: Home_Vision_KickerInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Vision_KickerInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Vision_KickerInputs = {};
