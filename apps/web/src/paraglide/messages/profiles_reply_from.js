/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Profiles_Reply_FromInputs */

const en_profiles_reply_from = /** @type {(inputs: Profiles_Reply_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reply from ${i?.name}:`)
};

const ur_profiles_reply_from = /** @type {(inputs: Profiles_Reply_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} کا جواب:`)
};

/**
* | output |
* | --- |
* | "Reply from {name}:" |
*
* @param {Profiles_Reply_FromInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_reply_from = /** @type {((inputs: Profiles_Reply_FromInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Reply_FromInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_reply_from(inputs)
	return en_profiles_reply_from(inputs)
});