/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Branches_HeadingInputs */

const en_about_branches_heading = /** @type {(inputs: About_Branches_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Branches`)
};

const ur_about_branches_heading = /** @type {(inputs: About_Branches_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہماری برانچیں`)
};

/**
* | output |
* | --- |
* | "Our Branches" |
*
* @param {About_Branches_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_branches_heading = /** @type {((inputs?: About_Branches_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Branches_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_branches_heading(inputs)
	return en_about_branches_heading(inputs)
});