/**
* | output |
* | --- |
* | "Stop automatic rotation" |
*
* @param {Home_Stop_RotationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_stop_rotation: ((inputs?: Home_Stop_RotationInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Stop_RotationInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Stop_RotationInputs = {};
