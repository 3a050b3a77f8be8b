/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Choose_UserInputs */

const en_admin_choose_user = /** @type {(inputs: Admin_Choose_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a user to see their details.`)
};

const ur_admin_choose_user = /** @type {(inputs: Admin_Choose_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تفصیلات دیکھنے کے لیے کوئی صارف منتخب کریں۔`)
};

/**
* | output |
* | --- |
* | "Choose a user to see their details." |
*
* @param {Admin_Choose_UserInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_choose_user = /** @type {((inputs?: Admin_Choose_UserInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Choose_UserInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_choose_user(inputs)
	return en_admin_choose_user(inputs)
});