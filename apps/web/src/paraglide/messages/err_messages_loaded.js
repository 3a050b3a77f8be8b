/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Messages_LoadedInputs */

const en_err_messages_loaded = /** @type {(inputs: Err_Messages_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages loaded`)
};

const ur_err_messages_loaded = /** @type {(inputs: Err_Messages_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغامات لوڈ ہو گئے`)
};

/**
* | output |
* | --- |
* | "Messages loaded" |
*
* @param {Err_Messages_LoadedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_messages_loaded = /** @type {((inputs?: Err_Messages_LoadedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Messages_LoadedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_messages_loaded(inputs)
	return en_err_messages_loaded(inputs)
});