/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Conversations_LoadedInputs */

const en_err_conversations_loaded = /** @type {(inputs: Err_Conversations_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conversations loaded`)
};

const ur_err_conversations_loaded = /** @type {(inputs: Err_Conversations_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گفتگوئیں لوڈ ہو گئیں`)
};

/**
* | output |
* | --- |
* | "Conversations loaded" |
*
* @param {Err_Conversations_LoadedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_conversations_loaded = /** @type {((inputs?: Err_Conversations_LoadedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Conversations_LoadedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_conversations_loaded(inputs)
	return en_err_conversations_loaded(inputs)
});