/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Find_TalentInputs */

const en_nav_find_talent = /** @type {(inputs: Nav_Find_TalentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Talent`)
};

const ur_nav_find_talent = /** @type {(inputs: Nav_Find_TalentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ماہرین تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Find Talent" |
*
* @param {Nav_Find_TalentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_find_talent = /** @type {((inputs?: Nav_Find_TalentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Find_TalentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_find_talent(inputs)
	return en_nav_find_talent(inputs)
});