/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Hidden_OwnerInputs */

const en_admin_hidden_owner = /** @type {(inputs: Admin_Hidden_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Write to us through the Contact page if you think this is wrong.`)
};

const ur_admin_hidden_owner = /** @type {(inputs: Admin_Hidden_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` اگر آپ کے خیال میں یہ غلط ہے تو رابطے کے صفحے کے ذریعے ہمیں لکھیں۔`)
};

/**
* | output |
* | --- |
* | "Write to us through the Contact page if you think this is wrong." |
*
* @param {Admin_Hidden_OwnerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_hidden_owner = /** @type {((inputs?: Admin_Hidden_OwnerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Hidden_OwnerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_hidden_owner(inputs)
	return en_admin_hidden_owner(inputs)
});