/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_ReplyInputs */

const en_profiles_reply = /** @type {(inputs: Profiles_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply: `)
};

const ur_profiles_reply = /** @type {(inputs: Profiles_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جواب: `)
};

/**
* | output |
* | --- |
* | "Reply:" |
*
* @param {Profiles_ReplyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_reply = /** @type {((inputs?: Profiles_ReplyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_ReplyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_reply(inputs)
	return en_profiles_reply(inputs)
});