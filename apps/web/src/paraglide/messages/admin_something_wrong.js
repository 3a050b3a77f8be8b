/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Something_WrongInputs */

const en_admin_something_wrong = /** @type {(inputs: Admin_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

const ur_admin_something_wrong = /** @type {(inputs: Admin_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کچھ غلط ہو گیا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Admin_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_something_wrong = /** @type {((inputs?: Admin_Something_WrongInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Something_WrongInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_something_wrong(inputs)
	return en_admin_something_wrong(inputs)
});