/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_LoadingInputs */

const en_profiles_loading = /** @type {(inputs: Profiles_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading…`)
};

const ur_profiles_loading = /** @type {(inputs: Profiles_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوڈ ہو رہا ہے…`)
};

/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {Profiles_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_loading = /** @type {((inputs?: Profiles_LoadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_LoadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_loading(inputs)
	return en_profiles_loading(inputs)
});