/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Browse_TalentInputs */

const en_home_browse_talent = /** @type {(inputs: Home_Browse_TalentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse Talent`)
};

const ur_home_browse_talent = /** @type {(inputs: Home_Browse_TalentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ماہرین دیکھیں`)
};

/**
* | output |
* | --- |
* | "Browse Talent" |
*
* @param {Home_Browse_TalentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_browse_talent = /** @type {((inputs?: Home_Browse_TalentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Browse_TalentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_browse_talent(inputs)
	return en_home_browse_talent(inputs)
});