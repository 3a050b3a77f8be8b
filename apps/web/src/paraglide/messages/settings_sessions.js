/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_SessionsInputs */

const en_settings_sessions = /** @type {(inputs: Settings_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

const ur_settings_sessions = /** @type {(inputs: Settings_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیشنز`)
};

/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Settings_SessionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sessions = /** @type {((inputs?: Settings_SessionsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_SessionsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_sessions(inputs)
	return en_settings_sessions(inputs)
});