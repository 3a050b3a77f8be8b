/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_TitleInputs */

const en_settings_2fa_title = /** @type {(inputs: Settings_2fa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication`)
};

const ur_settings_2fa_title = /** @type {(inputs: Settings_2fa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دو مرحلہ جاتی تصدیق`)
};

/**
* | output |
* | --- |
* | "Two-factor authentication" |
*
* @param {Settings_2fa_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_title = /** @type {((inputs?: Settings_2fa_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_2fa_title(inputs)
	return en_settings_2fa_title(inputs)
});