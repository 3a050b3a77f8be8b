/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sign_OutInputs */

const en_settings_sign_out = /** @type {(inputs: Settings_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
};

const ur_settings_sign_out = /** @type {(inputs: Settings_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سائن آؤٹ`)
};

/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Settings_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sign_out = /** @type {((inputs?: Settings_Sign_OutInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sign_OutInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_sign_out(inputs)
	return en_settings_sign_out(inputs)
});