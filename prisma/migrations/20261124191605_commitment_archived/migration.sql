-- AlterEnum
ALTER TYPE "CommitmentStatus" ADD VALUE 'archived';
