/**
* | output |
* | --- |
* | "Start automatic rotation" |
*
* @param {Home_Start_RotationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_start_rotation: ((inputs?: Home_Start_RotationInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Start_RotationInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Start_RotationInputs = {};
