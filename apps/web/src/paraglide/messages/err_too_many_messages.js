/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_MessagesInputs */

const en_err_too_many_messages = /** @type {(inputs: Err_Too_Many_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many messages`)
};

const ur_err_too_many_messages = /** @type {(inputs: Err_Too_Many_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بہت زیادہ پیغامات`)
};

/**
* | output |
* | --- |
* | "Too many messages" |
*
* @param {Err_Too_Many_MessagesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_messages = /** @type {((inputs?: Err_Too_Many_MessagesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_MessagesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_messages(inputs)
	return en_err_too_many_messages(inputs)
});