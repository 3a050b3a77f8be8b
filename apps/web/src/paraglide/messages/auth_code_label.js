/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Code_LabelInputs */

const en_auth_code_label = /** @type {(inputs: Auth_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication code`)
};

const ur_auth_code_label = /** @type {(inputs: Auth_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصدیقی کوڈ`)
};

/**
* | output |
* | --- |
* | "Authentication code" |
*
* @param {Auth_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_code_label = /** @type {((inputs?: Auth_Code_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_code_label(inputs)
	return en_auth_code_label(inputs)
});