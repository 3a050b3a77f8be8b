/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Find_WorkInputs */

const en_nav_find_work = /** @type {(inputs: Nav_Find_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Work`)
};

const ur_nav_find_work = /** @type {(inputs: Nav_Find_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کام تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Find Work" |
*
* @param {Nav_Find_WorkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_find_work = /** @type {((inputs?: Nav_Find_WorkInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Find_WorkInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_find_work(inputs)
	return en_nav_find_work(inputs)
});