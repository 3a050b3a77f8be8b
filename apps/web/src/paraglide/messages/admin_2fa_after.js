/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_2fa_AfterInputs */

const en_admin_2fa_after = /** @type {(inputs: Admin_2fa_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`before using admin powers.`)
};

const ur_admin_2fa_after = /** @type {(inputs: Admin_2fa_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میں دو مرحلہ تصدیق آن کریں۔`)
};

/**
* | output |
* | --- |
* | "before using admin powers." |
*
* @param {Admin_2fa_AfterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_2fa_after = /** @type {((inputs?: Admin_2fa_AfterInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_2fa_AfterInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_2fa_after(inputs)
	return en_admin_2fa_after(inputs)
});