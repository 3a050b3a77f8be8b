/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_IssueInputs */

const en_cred_issue = /** @type {(inputs: Cred_IssueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issue credential`)
};

const ur_cred_issue = /** @type {(inputs: Cred_IssueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سند جاری کریں`)
};

/**
* | output |
* | --- |
* | "Issue credential" |
*
* @param {Cred_IssueInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_issue = /** @type {((inputs?: Cred_IssueInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_IssueInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_issue(inputs)
	return en_cred_issue(inputs)
});