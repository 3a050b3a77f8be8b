/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Code_From_AppInputs */

const en_settings_2fa_code_from_app = /** @type {(inputs: Settings_2fa_Code_From_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from the app`)
};

const ur_settings_2fa_code_from_app = /** @type {(inputs: Settings_2fa_Code_From_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایپ میں دکھایا گیا کوڈ`)
};

/**
* | output |
* | --- |
* | "Code from the app" |
*
* @param {Settings_2fa_Code_From_AppInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_code_from_app = /** @type {((inputs?: Settings_2fa_Code_From_AppInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Code_From_AppInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_2fa_code_from_app(inputs)
	return en_settings_2fa_code_from_app(inputs)
});