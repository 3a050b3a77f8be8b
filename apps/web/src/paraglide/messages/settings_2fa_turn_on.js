/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Turn_OnInputs */

const en_settings_2fa_turn_on = /** @type {(inputs: Settings_2fa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on`)
};

const ur_settings_2fa_turn_on = /** @type {(inputs: Settings_2fa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آن کریں`)
};

/**
* | output |
* | --- |
* | "Turn on" |
*
* @param {Settings_2fa_Turn_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_turn_on = /** @type {((inputs?: Settings_2fa_Turn_OnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Turn_OnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_2fa_turn_on(inputs)
	return en_settings_2fa_turn_on(inputs)
});