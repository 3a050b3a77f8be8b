/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Banner_LabelInputs */

const en_auth_banner_label = /** @type {(inputs: Auth_Banner_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email not verified`)
};

const ur_auth_banner_label = /** @type {(inputs: Auth_Banner_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ای میل کی تصدیق نہیں ہوئی`)
};

/**
* | output |
* | --- |
* | "Email not verified" |
*
* @param {Auth_Banner_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_banner_label = /** @type {((inputs?: Auth_Banner_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Banner_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_banner_label(inputs)
	return en_auth_banner_label(inputs)
});