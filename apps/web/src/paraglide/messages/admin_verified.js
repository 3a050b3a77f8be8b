/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_VerifiedInputs */

const en_admin_verified = /** @type {(inputs: Admin_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified`)
};

const ur_admin_verified = /** @type {(inputs: Admin_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصدیق شدہ`)
};

/**
* | output |
* | --- |
* | "Verified" |
*
* @param {Admin_VerifiedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_verified = /** @type {((inputs?: Admin_VerifiedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_VerifiedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_verified(inputs)
	return en_admin_verified(inputs)
});