/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Banner_BeforeInputs */

const en_auth_banner_before = /** @type {(inputs: Auth_Banner_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm your email: open the link we sent to`)
};

const ur_auth_banner_before = /** @type {(inputs: Auth_Banner_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`براہِ کرم اپنے ای میل کی تصدیق کریں: ہم نے`)
};

/**
* | output |
* | --- |
* | "Please confirm your email: open the link we sent to" |
*
* @param {Auth_Banner_BeforeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_banner_before = /** @type {((inputs?: Auth_Banner_BeforeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Banner_BeforeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_banner_before(inputs)
	return en_auth_banner_before(inputs)
});