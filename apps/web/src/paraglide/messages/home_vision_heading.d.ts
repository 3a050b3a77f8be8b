/**
* | output |
* | --- |
* | "{goal} IT setups by end of {year}" |
*
* @param {Home_Vision_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_vision_heading: ((inputs: Home_Vision_HeadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Vision_HeadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Vision_HeadingInputs = {
    goal: NonNullable<unknown>;
    year: NonNullable<unknown>;
};
