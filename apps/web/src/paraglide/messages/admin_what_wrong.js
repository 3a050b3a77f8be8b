/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_What_WrongInputs */

const en_admin_what_wrong = /** @type {(inputs: Admin_What_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is wrong?`)
};

const ur_admin_what_wrong = /** @type {(inputs: Admin_What_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کیا غلط ہے؟`)
};

/**
* | output |
* | --- |
* | "What is wrong?" |
*
* @param {Admin_What_WrongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_what_wrong = /** @type {((inputs?: Admin_What_WrongInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_What_WrongInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_what_wrong(inputs)
	return en_admin_what_wrong(inputs)
});