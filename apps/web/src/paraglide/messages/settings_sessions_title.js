/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_TitleInputs */

const en_settings_sessions_title = /** @type {(inputs: Settings_Sessions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active sessions`)
};

const ur_settings_sessions_title = /** @type {(inputs: Settings_Sessions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فعال سیشنز`)
};

/**
* | output |
* | --- |
* | "Active sessions" |
*
* @param {Settings_Sessions_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_title = /** @type {((inputs?: Settings_Sessions_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_sessions_title(inputs)
	return en_settings_sessions_title(inputs)
});