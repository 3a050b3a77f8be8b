/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Revoke_SubmitInputs */

const en_cred_revoke_submit = /** @type {(inputs: Cred_Revoke_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke credential`)
};

const ur_cred_revoke_submit = /** @type {(inputs: Cred_Revoke_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سند منسوخ کریں`)
};

/**
* | output |
* | --- |
* | "Revoke credential" |
*
* @param {Cred_Revoke_SubmitInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_revoke_submit = /** @type {((inputs?: Cred_Revoke_SubmitInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Revoke_SubmitInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_revoke_submit(inputs)
	return en_cred_revoke_submit(inputs)
});