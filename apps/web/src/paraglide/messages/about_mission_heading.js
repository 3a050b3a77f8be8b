/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Mission_HeadingInputs */

const en_about_mission_heading = /** @type {(inputs: About_Mission_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Mission`)
};

const ur_about_mission_heading = /** @type {(inputs: About_Mission_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہمارا مشن`)
};

/**
* | output |
* | --- |
* | "Our Mission" |
*
* @param {About_Mission_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_mission_heading = /** @type {((inputs?: About_Mission_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Mission_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_mission_heading(inputs)
	return en_about_mission_heading(inputs)
});